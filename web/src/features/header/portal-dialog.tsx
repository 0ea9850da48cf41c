import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';
import { PortalCards } from '../../shared/portal-cards';

/** "Bienvenido al Portal Clientes": one card per portal, each an external site in a new tab (spec 02 §2.6). */
export function PortalDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title={t('portal.title')} onClose={onClose} describedBy="portal-text">
      <p id="portal-text">{t('portal.text')}</p>
      <PortalCards />
    </Dialog>
  );
}
