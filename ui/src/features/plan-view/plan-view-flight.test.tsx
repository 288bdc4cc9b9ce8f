import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AirPlan } from '@waybook/core';
import { fakePlanService, flightPlan, renderPlanView } from './plan-view-test-kit.js';

// The flight page of issue 11: headed by the flight's identity, one danger action per level, and
// no segment action on a flight of one segment.

const unnamed = (plan: AirPlan, segments = plan.segments): AirPlan => ({ ...plan, meta: { ...plan.meta, displayName: '' }, segments });
const twoLegs = unnamed(flightPlan as AirPlan);
const oneLeg = unnamed(flightPlan as AirPlan, (flightPlan as AirPlan).segments.slice(0, 1));

const actions = () => screen.getByRole('group', { name: 'Plan actions' });

describe('flight page', () => {
  it('is headed by the flight: its number and airports, or its route through every stop', async () => {
    await renderPlanView({ path: '/trips/t1/flights/seg-a', plans: fakePlanService(oneLeg) });
    expect(await screen.findByRole('heading', { level: 1, name: 'SK 2362 LYS → CPH' })).toBeTruthy();
  });

  it('names a connection by its route', async () => {
    await renderPlanView({ path: '/trips/t1/flights/seg-b', plans: fakePlanService(twoLegs) });
    expect(await screen.findByRole('heading', { level: 1, name: 'LYS → CPH → OSL' })).toBeTruthy();
  });

  it('has one danger action: deleting the plan; deleting one segment is a quiet button', async () => {
    await renderPlanView({ path: '/trips/t1/flights/seg-b', plans: fakePlanService(twoLegs) });
    await screen.findByRole('heading', { level: 1 });
    const plan = within(actions()).getByRole('button', { name: 'Delete plan' });
    const segment = within(actions()).getByRole('button', { name: 'Delete this segment' });
    expect(plan.className).toContain('wb-button--outline-danger');
    expect(segment.className).not.toMatch(/danger/);
    expect(actions().querySelectorAll('[class*="danger"]')).toHaveLength(1);
  });

  it('offers no segment delete on a flight of one segment (deleting it is deleting the plan)', async () => {
    await renderPlanView({ path: '/trips/t1/flights/seg-a', plans: fakePlanService(oneLeg) });
    await screen.findByRole('heading', { level: 1 });
    expect(within(actions()).getByRole('button', { name: 'Delete plan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete this segment' })).toBeNull();
  });
});
