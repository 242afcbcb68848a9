import type { Category } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { type DataColumn, DataTable, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { FormBesideList } from '../common/form-beside-list';
import { loadState } from '../common/list-state';
import { CategoryForm } from './category-form';

export const CATEGORIES_LOAD_FAILED = 'Could not load the categories.';

/** The categories by name, whatever order the API keeps them in. */
function byName(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

const CATEGORY_COLUMNS: DataColumn<Category>[] = [
  { header: 'ID', cell: (category) => category.id, width: '6rem' },
  { header: 'Category Name', cell: (category) => category.name },
];

/** `/productcategory`: the product categories and the form that adds one (the list refreshes after an add). */
export function ProductCategoryPage() {
  usePageTitle('Product Category');
  const categories = useQuery(apiQuery.catalog.categories.queryOptions({ select: byName }));
  return (
    <FormBesideList title="Product Category" formTitle="New Category" form={<CategoryForm />}>
      <DataTable
        label="Categories"
        columns={CATEGORY_COLUMNS}
        rows={categories.data}
        rowKey={(category) => category.id}
        emptyText="No categories yet."
        {...loadState(categories, CATEGORIES_LOAD_FAILED)}
      />
    </FormBesideList>
  );
}
