// Sonner's toaster with the spec's settings (top right, 4 s, 3 visible, Alt+T), following the theme.
import { Toaster as Sonner } from 'sonner';
import { useTheme } from '../../lib/theme';

export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="top-right"
      duration={4000}
      visibleToasts={3}
      offset={32}
      gap={14}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
    />
  );
}
