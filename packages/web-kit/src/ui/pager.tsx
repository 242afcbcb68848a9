import { Button } from 'react-bootstrap';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous / Next paging: Previous is disabled on page 1, Next at the end of the list. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="d-flex align-items-center justify-content-end gap-2 my-3">
      <Button variant="outline-secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="small text-body-secondary">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <Button variant="outline-secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
