import { Card, CardContent, CardHeader } from '@mui/material';

export function Dashboard() {
  return (
    <Card>
      <CardHeader title="Back-office del comparador" />
      <CardContent>Cada pantalla y acción se habilita según los permisos de tu rol.</CardContent>
    </Card>
  );
}
