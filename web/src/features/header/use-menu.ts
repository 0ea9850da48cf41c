import type { MenuItem } from '@domain/content/domain/menu';
import { useEffect, useState } from 'react';
import { fetchMenu } from './api/get-menu';

export type MenuState = { status: 'loading' } | { status: 'error' } | { status: 'ok'; items: readonly MenuItem[] };

/** The message of spec 02 §8 when the menu cannot be loaded. */
export const MENU_ERROR = 'Ups! algo salió mal.';
export const MENU_ERROR_DETAIL = 'No pudimos cargar el menú. Actualiza la página en unos segundos.';

/**
 * The header menu from the server (GET /api/menu, spec 02 §2.6), shared by the desktop menu and the drawer:
 * the client's GET cache answers both from one request. On failure (after the client's retries) the error
 * flag is set and the header shows the danger text of spec 02 §8 instead of a menu.
 */
export function useMenu(): MenuState {
  const [state, setState] = useState<MenuState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchMenu()
      .then((body) => {
        if (!live) return;
        setState(Array.isArray(body.data) ? { status: 'ok', items: body.data } : { status: 'error' });
      })
      .catch((error: unknown) => {
        console.error('Falló carga del menú', error);
        if (live) setState({ status: 'error' });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
