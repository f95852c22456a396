import type { CustomerInfo, OfferingsResponse, PackageIdentifier } from '@hairhue/contracts';
import { apiJson } from './client';

/** The sandbox store's calls (PURCHASES=sandbox); the native app buys from the App Store instead. */

export function getSandboxOfferings(): Promise<OfferingsResponse> {
  return apiJson('GET', '/sandbox-store/offerings');
}

export async function getSandboxCustomerInfo(): Promise<CustomerInfo> {
  return (await apiJson<{ customerInfo: CustomerInfo }>('GET', '/sandbox-store/customer-info')).customerInfo;
}

export async function purchaseSandboxPackage(packageIdentifier: PackageIdentifier): Promise<CustomerInfo> {
  const body = await apiJson<{ customerInfo: CustomerInfo }>('POST', '/sandbox-store/purchases', {
    json: { packageIdentifier },
  });
  return body.customerInfo;
}

export async function cancelSandboxSubscription(): Promise<CustomerInfo> {
  return (await apiJson<{ customerInfo: CustomerInfo }>('POST', '/sandbox-store/cancel')).customerInfo;
}
