import type { CustomerInfo, OfferingsResponse, PackageIdentifier } from '@hairhue/contracts';
import { callRoute } from './call-route';

/** The sandbox store's calls (PURCHASES=sandbox); the native app buys from the App Store instead. */

export function getSandboxOfferings(): Promise<OfferingsResponse> {
  return callRoute('getSandboxOfferings');
}

export async function getSandboxCustomerInfo(): Promise<CustomerInfo> {
  return (await callRoute('getSandboxCustomerInfo')).customerInfo;
}

export async function purchaseSandboxPackage(packageIdentifier: PackageIdentifier): Promise<CustomerInfo> {
  return (await callRoute('purchaseSandboxPackage', { json: { packageIdentifier } })).customerInfo;
}

export async function cancelSandboxSubscription(): Promise<CustomerInfo> {
  return (await callRoute('cancelSandboxSubscription')).customerInfo;
}
