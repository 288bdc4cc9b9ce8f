import 'reflect-metadata';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { HELP_CENTER_URL } from '../site-links.js';
import { NotFoundPage } from './not-found-page.js';
import { renderShell } from '../testing/render-shell.js';

const routes: RouteObject[] = [
  { path: 'trips/:id', element: <NotFoundPage resource="Trip" /> },
  { path: '*', element: <NotFoundPage /> },
];

describe('NotFoundPage', () => {
  it('shows the error code, "Page not found", a link home and the help center', async () => {
    const { reports } = await renderShell({ routes, initialEntries: ['/nowhere'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Error 404' }).textContent).toContain('404');
    expect(screen.getByText('Page not found')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Visit the Help Center' }).getAttribute('href')).toBe(HELP_CENTER_URL);
    expect(reports).toEqual([]);
  });

  it('names the resource that was not found', async () => {
    await renderShell({ routes, initialEntries: ['/trips/123'] });
    expect(screen.getByText('Trip not found')).toBeDefined();
  });

  it('reports a 404 after a rewrite (rw=1) once, with the path', async () => {
    const { reports } = await renderShell({ routes, initialEntries: ['/trips/abc?rw=1'] });
    expect(reports).toEqual([{ message: '404 after rewrite', context: { path: '/trips/abc' } }]);
  });

  it('does not report for other values of rw', async () => {
    const { reports } = await renderShell({ routes, initialEntries: ['/nowhere?rw=0'] });
    expect(reports).toEqual([]);
  });
});
