import { apiQuery } from '@qmj/web-kit';
import { useObjectUrl } from '@qmj/web-kit/ui';
import { useQuery } from '@tanstack/react-query';

const SIZE = 160;

/**
 * A message's picture: private (docs/messages.md), so it is read through `messages.picture` with the session's token
 * and shown from an object URL, never linked.
 */
export function MessagePicture({ messageId, index }: { messageId: number; index: number }) {
  const picture = useQuery({
    ...apiQuery.messages.picture.queryOptions({ input: { id: messageId, index } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(picture.data);
  const alt = `Attachment ${index + 1}`;
  if (!url)
    return (
      <span
        role="img"
        aria-label={alt}
        className="d-inline-block bg-body-tertiary rounded"
        style={{ width: SIZE, height: SIZE }}
      />
    );
  return <img src={url} alt={alt} width={SIZE} height={SIZE} className="rounded object-fit-cover" />;
}
