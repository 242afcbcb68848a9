import { CUSTOMIZATION_MESSAGES, type Customization, type MugSize } from '@qmj/contracts';
import { apiQuery } from '@qmj/web-kit';
import { FormError, Loading, SubmitButton, usePageTitle, useSubmit } from '@qmj/web-kit/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Alert, Col, Container, Form, Row } from 'react-bootstrap';
import { type CapturePreview, type Design, designFields, FIRST_DESIGN } from '../design/design';
import { ColorPalette } from '../design-controls/color-palette';
import { decodeDesignImage, ImageChoice } from '../design-controls/image-choice';
import { SizeChoice } from '../design-controls/size-choice';
import { TextChoice } from '../design-controls/text-choice';
import { FlatMugPreview } from '../flat-preview/flat-mug-preview';
import { webglAvailable } from '../mug-scene/webgl-support';
import { MugView } from '../mug-view/mug-view';
import { MyDesigns } from '../my-designs/my-designs';
import { useStartingSize } from '../starting-size/use-starting-size';
import { SceneBoundary } from './scene-boundary';
import './customizer.css';

// Ordering (its form, zod rules and dialogs) loads once a design is saved or opened: the page draws without it.
const OrderDesign = lazy(() =>
  import('../order-design/order-design').then((module) => ({ default: module.OrderDesign })),
);

const SAVE_FAILED = 'Your design could not be saved. Please try again.';
const OPEN_FAILED = 'That design could not be opened. Please try again.';

/**
 * `/itemcustomization`: design a mug in 3D (or flat without WebGL), save it, open it again and order it. Opened from
 * a customizable product (`customizerPath`), it starts at that product's size once the product is loaded.
 */
export function CustomizerPage() {
  usePageTitle('Mug Customizer');
  const size = useStartingSize();
  return size === null ? <Loading className="py-5" /> : <Customizer startingSize={size} />;
}

/**
 * The preview's capture function, handed over by the 3D scene or the flat preview once it is drawn. A save asked for
 * before that (the 3D scene loads from the customer's first interaction, see ../mug-view/mug-view.tsx) waits for it.
 */
function usePreviewCapture() {
  const capture = useRef<CapturePreview | null>(null);
  const waiting = useRef<((taker: CapturePreview) => void)[]>([]);
  const onCapture = useCallback((taker: CapturePreview) => {
    capture.current = taker;
    for (const resolve of waiting.current.splice(0)) resolve(taker);
  }, []);
  const nextCapture = useCallback(
    () =>
      capture.current
        ? Promise.resolve(capture.current)
        : new Promise<CapturePreview>((resolve) => waiting.current.push(resolve)),
    [],
  );
  return { onCapture, nextCapture };
}

function Customizer({ startingSize }: { startingSize: MugSize }) {
  const queryClient = useQueryClient();
  const [design, setDesign] = useState<Design>({ ...FIRST_DESIGN, size: startingSize });
  // The saved design the page shows (just saved, or opened from My designs); any change makes a new design, to be
  // saved before it is ordered.
  const [saved, setSaved] = useState<{ design: Customization; justSaved: boolean } | null>(null);
  const [threeD, setThreeD] = useState(webglAvailable);
  const { onCapture, nextCapture } = usePreviewCapture();
  const save = useMutation(apiQuery.customizations.save.mutationOptions());
  const saving = useSubmit(SAVE_FAILED);
  const opening = useSubmit(OPEN_FAILED);

  const change = (part: Partial<Design>) => {
    setDesign((current) => ({ ...current, ...part }));
    setSaved(null);
  };

  const saveDesign = () =>
    saving.run(
      async () => {
        const png = await (await nextCapture())();
        const { image, ...fields } = design;
        return save.mutateAsync({
          ...fields,
          image: image?.file,
          preview: new File([png], 'preview.png', { type: 'image/png' }),
        });
      },
      (stored) => setSaved({ design: stored, justSaved: true }),
    );

  const openDesign = (chosen: Customization) =>
    opening.run(async () => {
      const file = chosen.hasImage
        ? await queryClient.fetchQuery(apiQuery.customizations.printImage.queryOptions({ input: { id: chosen.id } }))
        : null;
      const image = file ? await decodeDesignImage(file) : null;
      setDesign({ ...designFields(chosen), image });
      setSaved({ design: chosen, justSaved: false });
      window.scrollTo({ top: 0 });
    });

  return (
    <Container className="py-4">
      <h1 className="h2 mb-1">Mug Customizer</h1>
      <p className="text-body-secondary mb-4">
        Choose your mug's colour and size, add your text and a picture, then save your design and order it.
      </p>
      <Row className="g-4">
        <Col lg={7}>
          {threeD ? (
            <>
              <SceneBoundary onFailure={() => setThreeD(false)}>
                <MugView design={design} onCapture={onCapture} />
              </SceneBoundary>
              <p id="mug-scene-hint" className="small text-body-secondary mt-2 mb-0">
                Drag the mug to turn it, or use the arrow keys while it has focus.
              </p>
            </>
          ) : (
            <>
              <Alert variant="info" role="status">
                {CUSTOMIZATION_MESSAGES.noWebgl}
              </Alert>
              <FlatMugPreview design={design} onCapture={onCapture} />
            </>
          )}
        </Col>
        <Col lg={5}>
          <Form
            noValidate
            aria-label="Your design"
            onSubmit={(event) => {
              event.preventDefault();
              void saveDesign();
            }}
          >
            <ColorPalette color={design.color} onChange={(color) => change({ color })} />
            <SizeChoice size={design.size} onChange={(size) => change({ size })} />
            <TextChoice design={design} onChange={change} />
            <ImageChoice image={design.image} onChange={(image) => change({ image })} />
            <FormError error={saving.error ?? opening.error} />
            {saved?.justSaved && (
              <Alert variant="success" role="status" className="py-2">
                {CUSTOMIZATION_MESSAGES.saved}
              </Alert>
            )}
            <SubmitButton busy={saving.busy} busyText="Saving…" disabled={saved !== null}>
              Save design
            </SubmitButton>
          </Form>
          {saved && (
            <Suspense fallback={<Loading className="py-3" />}>
              <OrderDesign design={saved.design} />
            </Suspense>
          )}
        </Col>
      </Row>
      <MyDesigns openId={saved?.design.id ?? null} onOpen={(chosen) => void openDesign(chosen)} />
    </Container>
  );
}
