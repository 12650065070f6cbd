import { Button } from '@society/web-kit';

export interface RowActionsProps {
  /** Names the row in each button's accessible name ('Edit {name}'). */
  name: string;
  deleting: boolean;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** View, Edit and Delete for one table row; clicks stay in the cell, not the row's own click. */
export function RowActions({ name, deleting, onView, onEdit, onDelete }: RowActionsProps) {
  return (
    <td className="wk-table__actions" onClick={(event) => event.stopPropagation()}>
      <Button variant="ghost" size="sm" aria-label={`View ${name}`} onClick={onView}>
        View
      </Button>
      <Button variant="secondary" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="danger" size="sm" aria-label={`Delete ${name}`} disabled={deleting} onClick={onDelete}>
        Delete
      </Button>
    </td>
  );
}
