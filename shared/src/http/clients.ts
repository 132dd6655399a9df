import { HttpClient, type HttpClientConfig } from './http-client';

export const dataLayerClient = new HttpClient('dataLayer', '/api/v1/data_layer');
export const rewardsCatalogClient = new HttpClient('rewardsCatalog', '/api/v1/rewards_catalog_service/api/v1');
export const v1Client = new HttpClient('v1', '/api/v1');
export const v2Client = new HttpClient('v2', '/api/v2');

export const HTTP_CLIENTS: readonly HttpClient[] = [dataLayerClient, rewardsCatalogClient, v1Client, v2Client];

/** The shell calls this once at boot; remotes share these instances through the federation singleton. */
export function initHttpClients(config: HttpClientConfig): void {
  for (const client of HTTP_CLIENTS) client.init(config);
}
