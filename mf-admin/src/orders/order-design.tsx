import { CUSTOMIZATION_MESSAGES, describeDesign, type OrderCustomization } from '@qmj/contracts';
import { api, apiQuery, errorMessage } from '@qmj/web-kit';
import { ErrorState, Loading, useObjectUrl } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';
import { FileDownloadButton } from '../common/file-download-button';

/** The mug design an order carries: its preview, in words, and the print image to download when it has one. */
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
      {design.hasImage && (
        <FileDownloadButton
          label="Download print image"
          failure={CUSTOMIZATION_MESSAGES.printImageFailed}
          download={() => api.customizations.printImage({ id: design.id })}
        />
      )}
    </>
  );
}
