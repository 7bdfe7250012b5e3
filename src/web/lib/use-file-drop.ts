// Dragging a file onto a drop zone: whether one is over it (for the highlight) and the handlers that
// take the dropped file. Leaving for a child element does not count as leaving the zone.
import { useState, type DragEvent } from 'react';

export function useFileDrop(onFile: (file: File | undefined) => void) {
  const [dragging, setDragging] = useState(false);
  const dropProps = {
    onDragEnter: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(true);
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDragging(false);
      onFile(event.dataTransfer.files[0]);
    },
  };
  return { dragging, dropProps };
}
