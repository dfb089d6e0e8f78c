/** Mantine's notifications container (toasts, top-right): a chunk of its own, see Toasts in App.tsx. */
import { Notifications } from '@mantine/notifications';

export default function ToastContainer() {
  return <Notifications position="top-right" zIndex={1000} />;
}
