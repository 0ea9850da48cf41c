import { Alert, Card, CardContent, CardHeader, Grid } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatDateCl } from '@domain/policies/domain/dates';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './components/chart-card';
import type { BackofficeDataProvider, LeadStats } from './data-provider';
import { demoLeadStats } from './demo-lead-stats';

/** Lead counts by status and by day (last 30 days), for holders of lead:read. */
function LeadCharts() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [stats, setStats] = useState<LeadStats | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    dataProvider
      .leadStats()
      .then(setStats)
      .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : 'Error al cargar'));
  }, [dataProvider]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!stats) return null;
  return <LeadChartsOf stats={stats} />;
}

/**
 * The demo-access view (spec 03 §5): without lead:read the same charts show fixed sample figures under the
 * notice "Ud. tiene acceso Demo a esta vista", instead of hiding the view.
 */
function DemoLeadCharts() {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }} data-testid="demo-access">
        {translate('app.dashboard.demoAccess')}. {translate('app.dashboard.demoData')}
      </Alert>
      <LeadChartsOf stats={demoLeadStats(new Date())} />
    </>
  );
}

function LeadChartsOf({ stats }: { stats: LeadStats }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Solicitudes por estado">
          <BarChart data={stats.byStatus}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" interval={0} angle={-20} textAnchor="end" height={60} fontSize={12} />
            <YAxis allowDecimals={false} />
            <Tooltip formatter={(value) => [value, 'Solicitudes']} />
            <Bar dataKey="count" fill="#1976d2" name="Solicitudes" />
          </BarChart>
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ChartCard title="Solicitudes por día (30 días)">
          <LineChart data={stats.byDay}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="date" fontSize={12} />
            <YAxis allowDecimals={false} />
            <Tooltip formatter={(value) => [value, 'Solicitudes']} />
            <Line type="monotone" dataKey="count" stroke="#2e7d32" name="Solicitudes" dot={false} />
          </LineChart>
        </ChartCard>
      </Grid>
    </Grid>
  );
}

/** The UF pricing uses is not today's own (the feed has not delivered it): staff may enter it by hand. */
function StaleUfWarning() {
  const translate = useTranslate();
  const [stale, setStale] = useState<{ date: string } | null>(null);
  useEffect(() => {
    fetch('/api/globales/uf')
      .then((response) =>
        response.ok ? (response.json() as Promise<{ data: { date: string; isToday: boolean } }>) : null,
      )
      .then((body) => setStale(body && !body.data.isToday ? { date: formatDateCl(body.data.date) } : null))
      .catch(() => setStale(null));
  }, []);
  if (!stale) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="stale-uf">
      {translate('app.dashboard.staleUf', { date: stale.date })}
    </Alert>
  );
}

/** Company details a live site needs and nobody has entered yet (Datos de la empresa). */
function MissingCompanyDetails() {
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [missing, setMissing] = useState<string[]>([]);
  useEffect(() => {
    dataProvider
      .getOne<{ id: string; missing: string[] }>('company-details', { id: 'company' })
      .then(({ data }) => setMissing(data.missing))
      .catch(() => setMissing([]));
  }, [dataProvider]);
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="missing-company-details">
      {translate('resources.company-details.labels.missing', { fields: missing.join(', ') })}
    </Alert>
  );
}

export function Dashboard() {
  const { canAccess, isPending } = useCanAccess({ resource: 'dashboard', action: 'list' });
  const rates = useCanAccess({ resource: 'uf-rates', action: 'list' });
  const company = useCanAccess({ resource: 'company-details', action: 'list' });
  return (
    <>
      <Card sx={{ mb: 2, mt: 2 }}>
        <CardHeader title="Back-office del comparador" />
        <CardContent>Cada pantalla y acción se habilita según los permisos de tu rol.</CardContent>
      </Card>
      {!rates.isPending && rates.canAccess && <StaleUfWarning />}
      {!company.isPending && company.canAccess && <MissingCompanyDetails />}
      {!isPending && (canAccess ? <LeadCharts /> : <DemoLeadCharts />)}
    </>
  );
}
