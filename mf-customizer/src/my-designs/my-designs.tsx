import { type Customization, describeDesign } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { EmptyState, ErrorState, formatDateTime, Loading, Pager } from '@qmj/web-kit/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { DesignPreview } from './design-preview';
import { myDesignsQueryOptions } from './my-designs-queries';

interface MyDesignsProps {
  /** The design open on the page, marked in the list. */
  openId: number | null;
  onOpen: (design: Customization) => void;
}

/** "My designs": the customer's saved designs, newest first, each to open again on the mug. */
export function MyDesigns({ openId, onOpen }: MyDesignsProps) {
  const [page, setPage] = useState(1);
  const designs = useQuery({ ...myDesignsQueryOptions(page), placeholderData: keepPreviousData });
  let content: ReactNode;
  if (designs.isPending) content = <Loading className="py-3" />;
  else if (designs.isError)
    content = (
      <ErrorState
        message={errorMessage(designs.error, 'Your designs could not be loaded.')}
        onRetry={() => void designs.refetch()}
      />
    );
  else if (designs.data.total === 0) content = <EmptyState text="You have no saved designs yet." className="py-3" />;
  else
    content = (
      <>
        <Row xs={1} sm={2} lg={4} className="g-3 list-unstyled ps-0" as="ul" role="list" aria-label="My designs">
          {designs.data.items.map((design) => (
            <Col as="li" key={design.id}>
              <Card className={design.id === openId ? 'border-primary' : ''}>
                <DesignPreview
                  customizationId={design.id}
                  alt={`Preview of the design: ${describeDesign(design)}`}
                  width={240}
                  height={180}
                  className="card-img-top w-100 h-auto bg-white"
                />
                <Card.Body className="p-2">
                  <p className="small mb-1 text-truncate">{describeDesign(design)}</p>
                  <p className="small text-body-secondary mb-2">{formatDateTime(design.createdAt)}</p>
                  <Button
                    size="sm"
                    variant={design.id === openId ? 'primary' : 'outline-primary'}
                    aria-label={`Open the design: ${describeDesign(design)}`}
                    onClick={() => onOpen(design)}
                  >
                    {design.id === openId ? 'Opened' : 'Open'}
                  </Button>
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
        <Pager page={page} pageSize={designs.data.pageSize} total={designs.data.total} onPage={setPage} />
      </>
    );
  return (
    <section aria-labelledby="my-designs-title" className="mt-5">
      <h2 id="my-designs-title" className="h4 mb-3">
        My designs
      </h2>
      {content}
    </section>
  );
}
