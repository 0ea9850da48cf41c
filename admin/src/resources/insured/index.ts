import { InsuredCreate } from './insured-create';
import { InsuredList } from './insured-list';

export const insured = { list: InsuredList, create: InsuredCreate };
