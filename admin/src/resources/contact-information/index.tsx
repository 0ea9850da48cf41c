import type { ContactGroup } from '@domain/content/domain/company-details';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, Title, useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';

const GROUP_TITLES: Record<ContactGroup['group'], string> = { contacto: 'Contacto', red_social: 'Redes sociales' };

/**
 * Información de contacto (spec 03 §3: groups contacto and red_social, items name, info, link): what the
 * site's /contacto page and GET /api/contactInformations show, read from that same call. The channels are
 * edited in Datos de la empresa (one copy of each value), linked from here.
 */
function ContactInformation() {
  const translate = useTranslate();
  const [groups, setGroups] = useState<ContactGroup[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { canAccess: canEdit } = useCanAccess({ resource: 'company-details', action: 'edit' });
  useEffect(() => {
    fetch('/api/contactInformations')
      .then((response) => (response.ok ? (response.json() as Promise<{ data: ContactGroup[] }>) : Promise.reject()))
      .then((body) => setGroups(body.data))
      .catch(() => setError(translate('resources.contact-information.labels.loadError')));
  }, [translate]);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.contact-information.menu')} />
      <CardHeader
        title={translate('resources.contact-information.menu')}
        action={
          canEdit && (
            <Button component={RouterLink} to="/company-details" label="resources.contact-information.labels.edit" />
          )
        }
      />
      <CardContent>
        {error && <Alert severity="error">{error}</Alert>}
        {groups?.length === 0 && (
          <Alert severity="info">{translate('resources.contact-information.labels.empty')}</Alert>
        )}
        {groups?.map((group) => (
          <Table key={group.group} size="small" aria-label={GROUP_TITLES[group.group]} sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell colSpan={3}>
                  <strong>{GROUP_TITLES[group.group]}</strong> ({group.group})
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell>{translate('resources.contact-information.fields.name')}</TableCell>
                <TableCell>{translate('resources.contact-information.fields.info')}</TableCell>
                <TableCell>{translate('resources.contact-information.fields.link')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.items.map((item) => (
                <TableRow key={item.name}>
                  <TableCell>{item.name}</TableCell>
                  <TableCell>{item.info}</TableCell>
                  <TableCell>
                    <Link href={item.link} target="_blank" rel="noopener noreferrer">
                      {item.link}
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
      </CardContent>
    </Card>
  );
}

export const contactInformation = { list: ContactInformation };
