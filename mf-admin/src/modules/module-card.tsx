import type { ModuleRelease, ModuleStanding, ReleaseState } from '@qmj/contracts';
import {
  type DataColumn,
  DataTable,
  formatCount,
  formatDateTime,
  StatusBadge,
  type StatusColour,
} from '@qmj/web-kit/ui';
import { useMemo } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { Detail } from '../common/detail';
import {
  BUILT_IN,
  canaryAboveLive,
  errorRateText,
  MODULE_ACTION_WORDING,
  type ModuleStep,
  offeredReleaseActions,
  RELEASE_STATE_LABELS,
  releaseSubject,
  rollBackOutcome,
} from './module-standing';

export const NO_RELEASES = 'No release of this module has been published yet.';
export const NO_CANARY = 'No canary: every session gets the live version.';
export const CANARY_ABOVE_LIVE = 'More errors than live';

const STATE_COLOURS: Record<ReleaseState, StatusColour> = {
  published: 'info',
  canary: 'warning',
  live: 'success',
  retired: 'secondary',
  'rolled-back': 'danger',
};

const ACTION_VARIANTS = { canary: 'outline-primary', promote: 'primary' } as const;

type OnStep = (step: ModuleStep) => void;

/** A release's sessions, its errors and their rate, which the screen is for. */
function ReleaseCounts({ release }: { release: ModuleRelease }) {
  return (
    <>
      <Detail term="Sessions">{formatCount(release.sessions)}</Detail>
      <Detail term="Errors">{formatCount(release.errors)}</Detail>
      <Detail term="Error rate">
        <strong>{errorRateText(release)}</strong>
      </Detail>
    </>
  );
}

/** The live release, or the built-in one the deployment serves when none is. */
function LiveRelease({ live }: Pick<ModuleStanding, 'live'>) {
  if (!live) {
    return (
      <dl className="row mb-0">
        <Detail term="Version">{BUILT_IN}</Detail>
      </dl>
    );
  }
  return (
    <dl className="row mb-0">
      <Detail term="Version">{live.version}</Detail>
      <Detail term="Published">{formatDateTime(live.publishedAt)}</Detail>
      <Detail term="Commit">
        <span className="font-monospace">{live.commit}</span>
      </Detail>
      <Detail term="Host range">{live.hostRange}</Detail>
      <ReleaseCounts release={live} />
    </dl>
  );
}

function RollBackButton({ standing, onStep }: { standing: ModuleStanding; onStep: OnStep }) {
  const { button } = MODULE_ACTION_WORDING['roll-back'];
  return (
    <Button
      size="sm"
      variant="outline-danger"
      aria-label={`${button} ${standing.remote}`}
      onClick={() => onStep({ action: 'roll-back', standing })}
    >
      {button}
    </Button>
  );
}

/** The canary, its share and its errors beside the live release's, with Promote and Roll back. */
function CanaryRelease({ standing, onStep }: { standing: ModuleStanding; onStep: OnStep }) {
  const { canary } = standing;
  if (!canary) return <p className="text-body-secondary mb-0">{NO_CANARY}</p>;
  return (
    <>
      <dl className="row mb-2">
        <Detail term="Version">{canary.version}</Detail>
        <Detail term="Share">{standing.canaryShare} % of sessions</Detail>
        <ReleaseCounts release={canary} />
      </dl>
      {canaryAboveLive(standing) && (
        <p className="mb-2">
          <StatusBadge colour="danger">{CANARY_ABOVE_LIVE}</StatusBadge>
        </p>
      )}
      <div className="d-flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="primary"
          aria-label={`Promote ${releaseSubject(canary)}`}
          onClick={() => onStep({ action: 'promote', standing, release: canary })}
        >
          Promote
        </Button>
        <RollBackButton standing={standing} onStep={onStep} />
      </div>
    </>
  );
}

/** The history's table: each release's steps, what it is, where it stands, and its errors. */
function historyColumns(standing: ModuleStanding, onStep: OnStep): DataColumn<ModuleRelease>[] {
  return [
    {
      header: 'Action',
      actions: true,
      cell: (release) => (
        <div className="d-flex flex-wrap gap-1">
          {offeredReleaseActions(release).map((action) => {
            const { button } = MODULE_ACTION_WORDING[action];
            return (
              <Button
                key={action}
                size="sm"
                variant={ACTION_VARIANTS[action]}
                aria-label={`${button} ${releaseSubject(release)}`}
                onClick={() => onStep({ action, standing, release })}
              >
                {button}
              </Button>
            );
          })}
        </div>
      ),
    },
    { header: 'Version', cell: (release) => release.version, className: 'text-break' },
    { header: 'Commit', cell: (release) => release.commit, className: 'font-monospace' },
    { header: 'Published', cell: (release) => formatDateTime(release.publishedAt), className: 'text-nowrap' },
    {
      header: 'State',
      cell: (release) => (
        <StatusBadge colour={STATE_COLOURS[release.state]}>{RELEASE_STATE_LABELS[release.state]}</StatusBadge>
      ),
    },
    { header: 'Sessions', cell: (release) => formatCount(release.sessions), numeric: true },
    { header: 'Errors', cell: (release) => formatCount(release.errors), numeric: true },
    { header: 'Error Rate', cell: errorRateText, numeric: true },
  ];
}

/** One remote: what it serves everyone, its canary, Roll back, and every release kept with its errors. */
export function ModuleCard({ standing, onStep }: { standing: ModuleStanding; onStep: OnStep }) {
  const columns = useMemo(() => historyColumns(standing, onStep), [standing, onStep]);
  const headingId = `module-${standing.folder}`;
  // With a canary, Roll back ends it: the canary's own button says so, so the remote's is not shown twice.
  const offersRollBack = !standing.canary && rollBackOutcome(standing) !== null;
  return (
    <Card as="section" className="border-0 shadow-sm mb-4" aria-labelledby={headingId}>
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id={headingId} className="h5 mb-0 me-auto">
            {standing.remote} <span className="small fw-normal text-body-secondary">{standing.folder}</span>
          </h2>
          {offersRollBack && <RollBackButton standing={standing} onStep={onStep} />}
        </div>
        <Row className="g-4 mb-4">
          <Col lg={6}>
            <h3 className="h6">Live</h3>
            <LiveRelease live={standing.live} />
          </Col>
          <Col lg={6}>
            <h3 className="h6">Canary</h3>
            <CanaryRelease standing={standing} onStep={onStep} />
          </Col>
        </Row>
        <h3 className="h6">History</h3>
        <DataTable
          label={`Releases of ${standing.remote}`}
          columns={columns}
          rows={standing.history}
          rowKey={(release) => release.id}
          emptyText={NO_RELEASES}
        />
      </Card.Body>
    </Card>
  );
}
