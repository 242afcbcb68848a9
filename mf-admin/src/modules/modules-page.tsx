import type { ModuleStanding } from '@qmj/contracts';
import { errorMessage } from '@qmj/web-kit';
import { EmptyState, ErrorState, Loading, usePageTitle } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Container } from 'react-bootstrap';
import { Notice } from '../common/notice';
import { ModuleCard } from './module-card';
import { type ModuleStep, stepNotice } from './module-standing';
import { moduleStandingsQueryOptions } from './modules-queries';

// The dialogs load as one is first opened: the registry draws without them.
const CanaryDialog = lazy(() => import('./module-step-dialogs').then((module) => ({ default: module.CanaryDialog })));
const ConfirmedStepDialog = lazy(() =>
  import('./module-step-dialogs').then((module) => ({ default: module.ConfirmedStepDialog })),
);

export const MODULES_LOAD_FAILED = 'Could not load the modules.';
export const NO_MODULES = 'No modules.';

/** `/modules`: each remote's live release, its canary and its history, with the errors each version met. */
export function ModulesPage() {
  usePageTitle('Modules');
  const registry = useQuery(moduleStandingsQueryOptions());
  const [step, setStep] = useState<ModuleStep | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const choose = useCallback((next: ModuleStep) => {
    setNotice(null);
    setStep(next);
  }, []);

  function stepDone(answered: ModuleStanding) {
    if (step) setNotice(stepNotice(step, answered));
    setStep(null);
  }

  return (
    <Container fluid className="py-4 px-4">
      <h1 className="h2 mb-3">Modules</h1>
      <Notice text={notice} onClose={() => setNotice(null)} />
      {registry.isPending && <Loading />}
      {registry.error && (
        <ErrorState
          message={errorMessage(registry.error, MODULES_LOAD_FAILED)}
          onRetry={() => void registry.refetch()}
        />
      )}
      {registry.data?.length === 0 && <EmptyState text={NO_MODULES} />}
      {registry.data?.map((standing) => (
        <ModuleCard key={standing.remote} standing={standing} onStep={choose} />
      ))}
      <Suspense fallback={null}>
        {step?.action === 'canary' && <CanaryDialog step={step} onDone={stepDone} onCancel={() => setStep(null)} />}
        {step && step.action !== 'canary' && (
          <ConfirmedStepDialog step={step} onDone={stepDone} onCancel={() => setStep(null)} />
        )}
      </Suspense>
    </Container>
  );
}
