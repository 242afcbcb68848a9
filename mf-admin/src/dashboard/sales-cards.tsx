import { SALES_TIMEFRAMES, type SalesTimeframe, selectableYears } from '@qmj/contracts';
import { api, apiQuery } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Col, Form } from 'react-bootstrap';
import { FileDownloadButton } from '../common/file-download-button';
import { CHART_HEIGHT, Chart } from './chart';
import { categoryDoughnutOption, hasFigures, salesBarOption } from './chart-options';
import { DashboardCard } from './dashboard-card';
import { currentSalesPeriod, MONTHS, type SalesPeriod, salesQuery, TIMEFRAME_LABELS } from './sales-period';

export const SALES_LOAD_FAILED = 'Could not load the sales.';
export const CATEGORY_SALES_LOAD_FAILED = 'Could not load the sales by category.';

interface PeriodSelectorsProps {
  period: SalesPeriod;
  years: readonly number[];
  onChange: (period: SalesPeriod) => void;
}

interface ChoiceProps {
  label: string;
  value: string | number;
  choices: readonly { value: string | number; label: string }[];
  onChoose: (value: string) => void;
}

/** One of the period's small selects, named by its label. */
function Choice({ label, value, choices, onChoose }: ChoiceProps) {
  return (
    <Form.Select
      size="sm"
      className="w-auto"
      aria-label={label}
      value={value}
      onChange={(event) => onChoose(event.target.value)}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Form.Select>
  );
}

const TIMEFRAME_CHOICES = SALES_TIMEFRAMES.map((timeframe) => ({
  value: timeframe,
  label: TIMEFRAME_LABELS[timeframe],
}));

/** Timeframe, year and, for the daily bars, month. */
function PeriodSelectors({ period, years, onChange }: PeriodSelectorsProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <Choice
        label="Timeframe"
        value={period.timeframe}
        choices={TIMEFRAME_CHOICES}
        onChoose={(timeframe) => onChange({ ...period, timeframe: timeframe as SalesTimeframe })}
      />
      {period.timeframe === 'daily' && (
        <Choice
          label="Month"
          value={period.month}
          choices={MONTHS}
          onChoose={(month) => onChange({ ...period, month: Number(month) })}
        />
      )}
      <Choice
        label="Year"
        value={period.year}
        choices={years.map((year) => ({ value: year, label: String(year) }))}
        onChoose={(year) => onChange({ ...period, year: Number(year) })}
      />
    </div>
  );
}

/** The sales bars with their period and the sales report of that period. */
function SalesCard({ period, years, onChange }: PeriodSelectorsProps) {
  const query = salesQuery(period);
  const sales = useQuery(apiQuery.dashboard.sales.queryOptions({ input: query }));
  return (
    <DashboardCard
      title="Sales"
      actions={
        <>
          <PeriodSelectors period={period} years={years} onChange={onChange} />
          <FileDownloadButton label="Download Sales Report" download={() => api.dashboard.salesReport(query)} />
        </>
      }
      query={sales}
      failure={SALES_LOAD_FAILED}
      emptyText="No sales in this period."
      contentHeight={CHART_HEIGHT}
      isEmpty={(data) => !hasFigures(data.points.map((point) => point.total))}
    >
      {(data) => <Chart label={`${TIMEFRAME_LABELS[data.timeframe]} sales`} option={salesBarOption(data)} />}
    </DashboardCard>
  );
}

/** The doughnut of the chosen year's sales per category. */
function CategorySalesCard({ year }: { year: number }) {
  const byCategory = useQuery(apiQuery.dashboard.salesByCategory.queryOptions({ input: { year } }));
  return (
    <DashboardCard
      title="Sales by Category"
      query={byCategory}
      failure={CATEGORY_SALES_LOAD_FAILED}
      emptyText={`No sales in ${year}.`}
      contentHeight={CHART_HEIGHT}
      isEmpty={(data) => !hasFigures(data.items.map((item) => item.total))}
    >
      {(data) => <Chart label={`Sales by category in ${data.year}`} option={categoryDoughnutOption(data)} />}
    </DashboardCard>
  );
}

/** The sales bars and the doughnut, side by side on a wide screen, which share the chosen year. */
export function SalesCards() {
  const [period, setPeriod] = useState(currentSalesPeriod);
  const [years] = useState(() => selectableYears(period.year));
  return (
    <>
      <Col xs={12} xl={8}>
        <SalesCard period={period} years={years} onChange={setPeriod} />
      </Col>
      <Col xs={12} xl={4}>
        <CategorySalesCard year={period.year} />
      </Col>
    </>
  );
}
