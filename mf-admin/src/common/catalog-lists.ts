import type { Category, Size } from '@qmj/contracts';
import { type ApiData, useApiData } from './use-api-data';

export const CATEGORIES_LOAD_FAILED = 'Could not load the categories.';
export const SIZES_LOAD_FAILED = 'Could not load the sizes.';

/** The product categories (`GET /api/categories`). */
export function useCategories(): ApiData<Category[]> {
  return useApiData<Category[]>('categories', CATEGORIES_LOAD_FAILED);
}

/** The product sizes (`GET /api/sizes`). */
export function useSizes(): ApiData<Size[]> {
  return useApiData<Size[]>('sizes', SIZES_LOAD_FAILED);
}
