import { Card, CardContent, CardHeader } from '@mui/material';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/**
 * A dashboard chart in a card: its title, and a recharts chart filling a fixed-height box that screen readers
 * (and the browser tests) find by the title. Shared by the home dashboard and the billing dashboard.
 */
export function ChartCard({
  title,
  height = 300,
  children,
}: {
  title: string;
  height?: number;
  children: ReactElement;
}) {
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent sx={{ height }} aria-label={title}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}
