/** Renders the ui store's toasts and its current dialog. */
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/stores-context';
import { Dialog } from '../../ui/dialog';
import { ToastList } from '../../ui/toast-list';

export const ToastHost = observer(function ToastHost() {
  const { ui } = useStores();
  return <ToastList toasts={ui.toasts} onDismiss={(id) => ui.dismissToast(id)} />;
});

export const DialogHost = observer(function DialogHost() {
  const { ui } = useStores();
  const dialog = ui.dialog;
  if (!dialog) return null;
  return <Dialog key={dialog.id} title={dialog.title} text={dialog.text} kind={dialog.kind} confirmText={dialog.confirmText} onConfirm={() => ui.confirmDialog()} />;
});
