import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import CyberDayPage from './cyber-day-page';

describe('Cyber Day page (spec 01 §4, §9)', () => {
  it('is hidden once the event finished', () => {
    const html = renderToString(
      <MemoryRouter>
        <CyberDayPage now={new Date('2025-06-10T00:00:01-04:00')} />
      </MemoryRouter>,
    );
    expect(html).toContain('data-testid="cyber-ended"');
    expect(html).toContain('El Cyber Day terminó');
  });
});
