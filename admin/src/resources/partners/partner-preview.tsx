import type { PartnerConfig } from '@domain/partners/domain/partner-config';
import { useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { previewPartnerConfig, type PreviewResult } from './partner-api';

const DEBOUNCE_MS = 400;

const banner = (config: PartnerConfig): string | undefined => {
  const { color, endGradient } = config.subdomainBanner;
  if (color && endGradient) return `linear-gradient(90deg, ${color}, ${endGradient})`;
  return color ?? endGradient ?? undefined;
};

/** A contract button in its normal and hover colours (the card's and the form's). */
function ContractButton({ color, hover, label }: { color: string | null; hover?: string | null; label: string }) {
  const [over, setOver] = useState(false);
  const background = (over ? (hover ?? color) : color) ?? '#0b4f8a';
  return (
    <button
      type="button"
      data-testid={`preview-button-${label}`}
      onMouseEnter={() => setOver(true)}
      onMouseLeave={() => setOver(false)}
      style={{ background, color: '#fff', border: 0, borderRadius: 8, padding: '8px 16px', fontWeight: 600 }}
    >
      {label}
    </button>
  );
}

/**
 * The live preview beside the partner form: every change is sent (after a short pause) to the server's
 * preview, and what would be stored is drawn: the hosted header and footer (sanitised), the banner, the
 * colours of the profile area and of the contract buttons, and the search result as the SEO data make it.
 */
export function PartnerPreview({ config, code }: { config: unknown; code?: string }) {
  const [result, setResult] = useState<PreviewResult | null>(null);
  const [failed, setFailed] = useState(false);
  const serialised = JSON.stringify(config ?? {});

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      previewPartnerConfig(JSON.parse(serialised), controller.signal)
        .then((answer) => {
          setResult(answer);
          setFailed(false);
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [serialised]);

  return (
    <Card sx={{ width: 420, flexShrink: 0, ml: 2, alignSelf: 'flex-start', position: 'sticky', top: 80 }}>
      <CardContent data-testid="partner-preview">
        <Typography variant="h6" gutterBottom>
          Vista previa
        </Typography>
        {failed && <Alert severity="warning">No se pudo actualizar la vista previa.</Alert>}
        {result && !result.ok && (
          <Alert severity="error" data-testid="preview-errors">
            {Object.entries(result.errors).map(([field, message]) => (
              <div key={field}>
                {field.replace(/^config\./, '')}: {message}
              </div>
            ))}
          </Alert>
        )}
        {result?.ok && <Preview config={result.config} code={code} />}
      </CardContent>
    </Card>
  );
}

function Preview({ config, code }: { config: PartnerConfig; code?: string }) {
  const translate = useTranslate();
  const seo = config.SEOMetadata;
  const background = banner(config);
  return (
    <Box sx={{ border: '1px solid #e4e4e7', borderRadius: 1, overflow: 'hidden', fontSize: 14 }}>
      {config.useHeader && config.headerHTML ? (
        <div data-testid="preview-header" dangerouslySetInnerHTML={{ __html: config.headerHTML }} />
      ) : (
        <Box sx={{ p: 1, bgcolor: '#f4f4f5' }} data-testid="preview-header">
          Cabecera del comparador
        </Box>
      )}
      {(background || config.subdomainBanner.text) && (
        <Box
          data-testid="preview-banner"
          sx={{ p: 1.5, color: config.subdomainProfile.textColor ?? '#fff' }}
          style={{ background: background ?? '#0b4f8a' }}
        >
          {config.subdomainBanner.text ?? 'Banner del socio'}
        </Box>
      )}
      <Box
        data-testid="preview-profile"
        sx={{ p: 1.5 }}
        style={{
          background: config.subdomainProfile.backgroundColor ?? '#006d6f',
          color: config.subdomainProfile.textColor ?? '#fff',
        }}
      >
        ¿Quiénes se asegurarán?
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <span>Seguro de ejemplo · $23.490/mes</span>
        <ContractButton
          color={config.cardContractButtonColor}
          hover={config.cardContractButtonHoverColor}
          label={translate('resources.partners.labels.previewContract')}
        />
        <ContractButton
          color={config.formContractButtonColor}
          label={translate('resources.partners.labels.previewSend')}
        />
      </Box>
      {config.useFooter && config.footerHTML && (
        <div data-testid="preview-footer" dangerouslySetInnerHTML={{ __html: config.footerHTML }} />
      )}
      <Box sx={{ p: 1.5, borderTop: '1px solid #e4e4e7' }} data-testid="preview-seo">
        <Typography sx={{ color: '#1a0dab', fontSize: 16 }}>{seo.title ?? 'Título de la página'}</Typography>
        <Typography sx={{ color: '#006621', fontSize: 12 }}>
          {code ? `${code}.…${config.redirects.defaultPath}` : config.redirects.defaultPath}
        </Typography>
        <Typography sx={{ color: '#545454', fontSize: 13 }}>{seo.description ?? 'Descripción de la página'}</Typography>
      </Box>
    </Box>
  );
}
