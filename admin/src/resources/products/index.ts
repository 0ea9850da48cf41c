import { ProductEdit } from './product-edit';
import { ProductList } from './product-list';
import { ProductShow } from './product-show';

export const products = { list: ProductList, show: ProductShow, edit: ProductEdit };
