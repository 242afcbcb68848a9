import type { Page } from '@qmj/contracts';
import { type DataColumn, DataTable, useDrawnInSlices, usePageTitle } from '@qmj/web-kit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Key, type ReactNode, useState } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { pagedTable, useKeptPage, usePagedSearch, useStatusView } from './list-state';
import type { StatusViews } from './list-views';
import { Notice } from './notice';
import { ReceiptFilter, useReceiptFilter } from './receipt-filter';
import { ViewSelect } from './view-select';

/**
 * A status list screen's state: the view (kept in `?status=`), the receipt filter (kept in `?receipt=`), the page of
 * what is `typed` in its search, and the notice of the last change, which goes as another view or filter is chosen.
 */
export function useStatusList<Status extends string>(screen: { views: StatusViews<Status> }, typed: string) {
  const [notice, setNotice] = useState<string | null>(null);
  const { view, chooseView } = useStatusView(screen, () => setNotice(null));
  const receipt = useReceiptFilter(() => setNotice(null));
  const search = usePagedSearch(typed, `${view.status}|${receipt.badge ?? ''}`);
  return { view, chooseView, receipt, search, notice, setNotice };
}

interface StatusListScreenProps<Item, Status extends string> {
  screen: { title: string; views: StatusViews<Status> };
  /** Beside the title (the scheduler's link on Event Schedules). */
  headerExtras?: ReactNode;
  /** The selector's id and what it chooses among ("Orders", "Requests"). */
  selectId: string;
  selectLabel: string;
  /** Beside the selector, on the screens that search. */
  searchBox?: ReactNode;
  state: ReturnType<typeof useStatusList<Status>>;
  list: UseQueryResult<Page<Item>>;
  columns: readonly DataColumn<Item>[];
  emptyText: string;
  loadFailed: string;
  /** The screen's dialogs. */
  children?: ReactNode;
}

/**
 * An administrator's status list screen: the title, the view selector, the receipt filter (and search), the notice,
 * the paged table.
 */
export function StatusListScreen<Item extends { id: Key }, Status extends string>(
  props: StatusListScreenProps<Item, Status>,
) {
  const { screen, headerExtras, selectId, selectLabel, searchBox, state, list, columns, emptyText, loadFailed } = props;
  const { view, chooseView, receipt, search, notice, setNotice } = state;
  usePageTitle(screen.title);
  useKeptPage(list, search);
  const table = pagedTable(list, search, loadFailed);
  const drawn = useDrawnInSlices(list.data !== undefined);
  return (
    <Container fluid className="py-4 px-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0 me-auto">{screen.title}</h1>
        {headerExtras}
      </div>
      <Row className="g-2 align-items-end mb-3">
        <Col sm={5} md={4} lg={3}>
          <ViewSelect
            id={selectId}
            label={selectLabel}
            views={screen.views}
            status={view.status}
            onChange={chooseView}
          />
        </Col>
        <Col sm={7} md={3} lg={2}>
          <ReceiptFilter id={`${selectId}-receipt`} badge={receipt.badge} onChange={receipt.chooseBadge} />
        </Col>
        {searchBox && (
          <Col sm={7} md={5} lg={4}>
            {searchBox}
          </Col>
        )}
      </Row>
      <Notice text={notice} onClose={() => setNotice(null)} />
      <DataTable
        label={view.label}
        columns={columns}
        rowKey={(item) => item.id}
        emptyText={emptyText}
        {...table}
        loading={table.loading || (list.data !== undefined && !drawn)}
      />
      {props.children}
    </Container>
  );
}
