import { SECTION_CODES, SECTIONS, sectionsProblem, type SectionCode } from '@domain/sales/domain/steps';
import { Alert, Button, Card, CardContent, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { httpClient } from '../../auth/http-client';

interface ProductForm {
  sections: SectionCode[];
  stored: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** Every section a buyer can be asked, in the order the purchase shows them; the payment is always last. */
const CHOOSABLE = SECTION_CODES.filter((code) => code !== 'PAYMENT');
const LABELS: Partial<Record<SectionCode, string>> = {
  MASS_INSURED_PAYMENT_FULL: 'Datos empleados (nómina completa)',
  MASS_INSURED_PAYMENT_PARTIAL: 'Datos empleados (parte de la nómina)',
};

/**
 * The product's online-purchase form (spec 03 §3): which sections its purchase asks, data on the product
 * kept by the sales module (/api/admin/product-forms). Beside the product's edit form; product:update
 * changes it, and the domain rule (sectionsProblem) the server applies is checked here first.
 */
export function ProductFormSections() {
  const product = useRecordContext<{ productCode: string }>();
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'edit' });
  const notify = useNotify();
  const translate = useTranslate();
  const [form, setForm] = useState<ProductForm | null>(null);
  const [chosen, setChosen] = useState<SectionCode[]>([]);
  const [saving, setSaving] = useState(false);
  const url = product ? `/api/admin/product-forms/${encodeURIComponent(product.productCode)}` : null;

  useEffect(() => {
    if (!url) return;
    let live = true;
    httpClient(url)
      .then(({ json }) => {
        if (!live) return;
        setForm(json as ProductForm);
        setChosen((json as ProductForm).sections.filter((code) => code !== 'PAYMENT'));
      })
      .catch((error: unknown) =>
        notify(error instanceof Error ? error.message : 'resources.sales.notifications.formReadFailed'),
      );
    return () => {
      live = false;
    };
  }, [url, notify]);

  if (!product || !form) return null;
  const problem = sectionsProblem(chosen);
  const toggle = (code: SectionCode) =>
    setChosen((current) =>
      current.includes(code)
        ? current.filter((c) => c !== code)
        : CHOOSABLE.filter((c) => c === code || current.includes(c)),
    );
  const save = async () => {
    setSaving(true);
    try {
      const { json } = await httpClient(url!, {
        method: 'PUT',
        body: JSON.stringify({ sections: [...chosen, 'PAYMENT'] }),
      });
      setForm(json as ProductForm);
      notify('resources.sales.notifications.formSaved', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'resources.sales.notifications.formSaveFailed', {
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ ml: 2, minWidth: 300, alignSelf: 'flex-start' }} data-testid="product-form-sections">
      <CardContent>
        <Typography variant="h6">Formulario de compra en línea</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {form.stored
            ? `Guardado${form.updatedBy ? ` por ${form.updatedBy}` : ''}.`
            : 'Sin formulario propio: se piden los datos personales, la firma y el pago.'}
        </Typography>
        <FormGroup>
          {CHOOSABLE.map((code) => (
            <FormControlLabel
              key={code}
              control={<Checkbox checked={chosen.includes(code)} onChange={() => toggle(code)} disabled={!canEdit} />}
              label={LABELS[code] ?? SECTIONS[code].title}
            />
          ))}
          <FormControlLabel
            control={<Checkbox checked disabled />}
            label={translate('resources.sales.labels.paymentStep')}
          />
        </FormGroup>
        {problem && (
          <Alert severity="warning" sx={{ my: 1 }}>
            {problem}
          </Alert>
        )}
        {canEdit && (
          <Button variant="contained" onClick={() => void save()} disabled={saving || problem !== null}>
            Actualizar formulario
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
