import { ApiImage, type DataColumn } from '@qmj/web-kit/ui';

/** A table's 'Image' column: the record's picture as a 48-px thumbnail, or the drawn placeholder without one. */
export function imageColumn<Row>(picture: (row: Row) => { src: string | null; alt: string }): DataColumn<Row> {
  return {
    header: 'Image',
    cell: (row) => (
      <ApiImage {...picture(row)} missingLabel="No image" width={48} height={48} className="rounded border bg-white" />
    ),
  };
}
