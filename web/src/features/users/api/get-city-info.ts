// POST /city/info {lat, lng} → the GeoNames city nearest to a point (the browser's "use my location").
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Schemas } from '@/types';

export type NearestCity = Schemas['CityOut'];

export async function getCityInfo(point: { lat: number; lng: number }): Promise<NearestCity> {
  return api.post('/city/info', point, { routeFailures: false });
}

export const cityInfoMutationOptions = () => mutationOptions({ mutationKey: ['users', 'city-info'], mutationFn: getCityInfo });

export function useCityInfo() {
  return useMutation(cityInfoMutationOptions());
}
