import { apiQuery } from '@qmj/web-kit';
import { ApiImage, useObjectUrl } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';

interface DesignPreviewProps {
  customizationId: number;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** A saved design's PNG preview: a private file (owner and administrator), fetched with the session. */
export function DesignPreview({ customizationId, alt, width, height, className }: DesignPreviewProps) {
  const preview = useQuery(apiQuery.customizations.preview.queryOptions({ input: { id: customizationId } }));
  const url = useObjectUrl(preview.data);
  return <ApiImage src={url} alt={alt} width={width} height={height} className={className} />;
}
