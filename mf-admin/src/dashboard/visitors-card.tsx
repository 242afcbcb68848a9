import { apiQuery } from '@qmj/web-kit';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { CHART_HEIGHT, Chart } from './chart';
import { hasFigures, visitorsLineOption } from './chart-options';
import { DashboardCard } from './dashboard-card';
import { type DayRange, DEFAULT_VISITOR_DAYS, dayRangeProblem, lastDays } from './sales-period';

export const VISITORS_LOAD_FAILED = 'Could not load the visitors.';

const RANGE_ENDS = [
  { end: 'from', label: 'From' },
  { end: 'to', label: 'To' },
] as const;

/** Visitors per day (the shell's own page-view count) for a chosen range, the last 30 days at first. */
export function VisitorsCard() {
  const [range, setRange] = useState(() => lastDays(DEFAULT_VISITOR_DAYS));
  const problem = dayRangeProblem(range);
  const visitors = useQuery(apiQuery.dashboard.visitors.queryOptions({ input: range, enabled: problem === null }));
  return (
    <DashboardCard
      title="Visitors"
      actions={
        <div className="d-flex flex-wrap gap-2">
          {RANGE_ENDS.map(({ end, label }) => (
            <Form.Control
              key={end}
              type="date"
              size="sm"
              className="w-auto"
              aria-label={label}
              value={range[end]}
              onChange={(event) => setRange((current: DayRange) => ({ ...current, [end]: event.target.value }))}
            />
          ))}
        </div>
      }
      query={visitors}
      failure={VISITORS_LOAD_FAILED}
      problem={problem}
      emptyText="No visitors in this range."
      contentHeight={CHART_HEIGHT}
      isEmpty={(data) => !hasFigures(data.days.map((day) => day.visitors))}
    >
      {(data) => <Chart label="Visitors per day" option={visitorsLineOption(data)} />}
    </DashboardCard>
  );
}
