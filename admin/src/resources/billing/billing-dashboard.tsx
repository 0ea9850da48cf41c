import { Alert, Card, CardContent, Grid, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Title } from 'react-admin';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '../../components/chart-card';
import { billingGet } from './billing-api';
import { clp } from './money';

interface Dashboard {
  collectedVsDue: { month: string; dueClp: number; collectedClp: number }[];
  arrearsByAge: { bucket: string; label: string; periods: number; balanceClp: number }[];
  topLateOrganizations: {
    organizationId: number | null;
    organizationName: string;
    periods: number;
    balanceClp: number;
  }[];
  totals: { overduePeriods: number; overdueClp: number; pendingPeriods: number; paidPeriods: number };
}

const money = (value: unknown) => clp(Number(value));

/** Billing dashboard (payment-period:read): collected vs due per month, arrears by age, top late organizations. */
export function BillingDashboard() {
  const [data, setData] = useState<Dashboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    billingGet<Dashboard>('/billing-dashboard')
      .then(setData)
      .catch((caught: Error) => setError(caught.message));
  }, []);
  return (
    <>
      <Title title="Cobranza" />
      {error && <Alert severity="error">{error}</Alert>}
      {data && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12 }}>
            <Card>
              <CardContent sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                <Typography>
                  Períodos vencidos: <strong>{data.totals.overduePeriods}</strong>
                </Typography>
                <Typography>
                  Monto vencido: <strong>{clp(data.totals.overdueClp)}</strong>
                </Typography>
                <Typography>
                  Por vencer: <strong>{data.totals.pendingPeriods}</strong>
                </Typography>
                <Typography>
                  Pagados: <strong>{data.totals.paidPeriods}</strong>
                </Typography>
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartCard title="Recaudado vs. adeudado por mes">
              <BarChart data={data.collectedVsDue}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="month" fontSize={12} />
                <YAxis tickFormatter={money} width={90} fontSize={12} />
                <Tooltip formatter={money} />
                <Legend />
                <Bar dataKey="dueClp" name="Adeudado" fill="#90caf9" />
                <Bar dataKey="collectedClp" name="Recaudado" fill="#2e7d32" />
              </BarChart>
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ChartCard title="Mora por antigüedad">
              <BarChart data={data.arrearsByAge}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="label" fontSize={12} />
                <YAxis tickFormatter={money} width={90} fontSize={12} />
                <Tooltip formatter={money} />
                <Bar dataKey="balanceClp" name="Saldo vencido" fill="#e53935" />
              </BarChart>
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12 }}>
            <ChartCard title="Organizaciones con más mora" height={320}>
              <BarChart data={data.topLateOrganizations} layout="vertical" margin={{ left: 40 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" tickFormatter={money} fontSize={12} />
                <YAxis type="category" dataKey="organizationName" width={180} fontSize={12} />
                <Tooltip formatter={money} />
                <Bar dataKey="balanceClp" name="Saldo vencido" fill="#fb8c00" />
              </BarChart>
            </ChartCard>
          </Grid>
        </Grid>
      )}
    </>
  );
}

export const billingDashboard = { list: BillingDashboard };
