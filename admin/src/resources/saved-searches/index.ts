import { SavedSearchList } from './saved-search-list';
import { SavedSearchShow } from './saved-search-show';

/** Customers' saved searches and products with price alerts (saved-search:read / saved-search:delete). */
export const savedSearches = { list: SavedSearchList, show: SavedSearchShow };
