// GET /api/subscription/price-ids (ZPriceIds): the provider's price id of each plan.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZPriceIds } from '../../../../shared/billing.ts';
import { getJson } from '../../../lib/api-client.ts';

export const priceIdsQueryKey = ['/api/subscription/price-ids'] as const;

export const getPriceIds = (signal?: AbortSignal) => getJson(ZPriceIds, '/api/subscription/price-ids', signal);

export const getPriceIdsQueryOptions = () => queryOptions({ queryKey: priceIdsQueryKey, queryFn: ({ signal }) => getPriceIds(signal) });

export function usePriceIds(enabled = true) {
  return useQuery({ ...getPriceIdsQueryOptions(), enabled });
}
