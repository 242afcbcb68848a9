import type { Category } from '@qmj/contracts';
import { Table } from 'react-bootstrap';

/** The categories, by name. */
export function CategoryList({ categories }: { categories: Category[] }) {
  const sorted = [...categories].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
  return (
    <Table hover className="align-middle bg-white mb-0" aria-label="Categories">
      <thead>
        <tr>
          <th scope="col" style={{ width: '6rem' }}>
            ID
          </th>
          <th scope="col">Category Name</th>
        </tr>
      </thead>
      <tbody>
        {sorted.map((category) => (
          <tr key={category.id}>
            <td>{category.id}</td>
            <td>{category.name}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
