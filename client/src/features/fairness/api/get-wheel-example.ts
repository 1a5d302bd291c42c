/**
 * What the wheel section works its example from: the published prize table
 * (GET /api/wheel/config, anyone) and, for a member, their own revealed seeds
 * with the spins made on them (GET /api/wheel/seed).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CALLS } from '#shared/api/registry.js';
import { apiCall } from '#client/lib/api-client.js';
import { fairnessKeys } from './keys.js';

export const wheelTableQueryOptions = () =>
  queryOptions({ queryKey: fairnessKeys.wheelTable(), queryFn: ({ signal }) => apiCall(CALLS.wheel.config, { signal }) });

export const wheelSeedQueryOptions = () =>
  queryOptions({ queryKey: fairnessKeys.wheelSeed(), queryFn: ({ signal }) => apiCall(CALLS.wheel.seed, { signal, skipAuthRedirect: true }) });

export const useWheelTable = () => useQuery(wheelTableQueryOptions());

export const useMyWheelSeed = (loggedIn: boolean) => useQuery({ ...wheelSeedQueryOptions(), enabled: loggedIn });
