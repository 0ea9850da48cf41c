import { insurablePersons } from '@domain/profile/domain/insurable-persons';
import { Popover } from '../../components/popover';
import { t } from '../../i18n/t';

/** The info popover of the "Precios para N personas/mascotas" line: who the type can and cannot insure (spec 02 §2.6). */
export function InsurablePersonsPopover({ productType }: { productType: string }) {
  const persons = insurablePersons(productType);
  return (
    <Popover label={t('results.insurable.label')} trigger={<span aria-hidden="true">ⓘ</span>} className="insurable">
      <span className="insurable-list" data-testid="insurable-persons">
        <strong>{t('results.insurable.can')}</strong>
        {persons.can.map((who) => (
          <span key={who} className="insurable-item is-yes">
            ✓ {who}
          </span>
        ))}
        <strong>{t('results.insurable.cannot')}</strong>
        {persons.cannot.map((who) => (
          <span key={who} className="insurable-item is-no">
            ✗ {who}
          </span>
        ))}
      </span>
    </Popover>
  );
}
