import { BulkLoadCreate } from './bulk-load-create';
import { BulkLoadList } from './bulk-load-list';
import { BulkLoadShow } from './bulk-load-show';

export const bulkLoads = { list: BulkLoadList, show: BulkLoadShow, create: BulkLoadCreate };
