import { CUSTOMIZATION_MESSAGES, describeDesign, type OrderCustomization } from '@qmj/contracts';
import { api, apiQuery, errorMessage } from '@qmj/web-kit';
import { printLabelPng } from '@qmj/web-kit/mug-label';
import { ErrorState, Loading, useObjectUrl } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { FileDownloadButton } from '../common/file-download-button';

const PRINT_LABEL_FAILED = 'The print label could not be made. Please try again.';

/**
 * The design's print label: the whole wrap at print resolution, drawn by the customizer's own label drawer from the
 * design and its picture as uploaded (docs/customizer.md, Print label).
 */
async function printLabel(design: OrderCustomization): Promise<File> {
  const picture = design.hasImage ? await api.customizations.printImage({ id: design.id }) : null;
  const bitmap = picture ? await createImageBitmap(picture) : null;
  const png = await printLabelPng({ ...design, image: bitmap && { bitmap } });
  return new File([png], `design-${design.id}-label.png`, { type: 'image/png' });
}

/**
 * The mug design an order carries: its preview, in words, its print label to download, and the picture as uploaded
 * when it has one.
 */
export function OrderDesign({ design }: { design: OrderCustomization }) {
  const preview = useQuery(apiQuery.customizations.preview.queryOptions({ input: { id: design.id } }));
  const url = useObjectUrl(preview.data);
  return (
    <>
      {preview.error ? (
        <ErrorState message={errorMessage(preview.error, CUSTOMIZATION_MESSAGES.previewLoadFailed)} className="py-2" />
      ) : url ? (
        <img src={url} alt="Preview of the mug design" className="img-fluid rounded border bg-white" />
      ) : (
        <Loading className="py-3" />
      )}
      <p className="small mt-2">{describeDesign(design)}</p>
      <div className="d-flex flex-wrap gap-2">
        <FileDownloadButton
          label="Download print label"
          failure={PRINT_LABEL_FAILED}
          download={() => printLabel(design)}
        />
        {design.hasImage && (
          <FileDownloadButton
            label="Download print image"
            failure={CUSTOMIZATION_MESSAGES.printImageFailed}
            download={() => api.customizations.printImage({ id: design.id })}
          />
        )}
      </div>
    </>
  );
}
