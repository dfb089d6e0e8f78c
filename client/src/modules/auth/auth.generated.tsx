/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type SessionAccountFragment = { id: number, username: string, fullname: string, email: string, role: string };

export type RegisterMutationVariables = Exact<{
  input: Types.RegisterInput;
}>;


export type RegisterMutation = { register: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };

export type SignInMutationVariables = Exact<{
  input: Types.SignInInput;
}>;


export type SignInMutation = { signIn: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };

export type SignInAdminMutationVariables = Exact<{
  input: Types.SignInInput;
}>;


export type SignInAdminMutation = { signInAdmin: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { success: boolean, message: string } };

export type SignOutAdminMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutAdminMutation = { signOutAdmin: { success: boolean, message: string } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
  role: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type SendVerificationEmailMutationVariables = Exact<{
  email: string;
}>;


export type SendVerificationEmailMutation = { sendVerificationEmail: { success: boolean, message: string } };

export type VerifyUserMutationVariables = Exact<{
  email: string;
  otp: string;
}>;


export type VerifyUserMutation = { verifyUser: { success: boolean, message: string } };

export type RequestOtpCodeMutationVariables = Exact<{
  email: string;
}>;


export type RequestOtpCodeMutation = { requestOtpCode: { success: boolean, message: string } };

export type ReportAccountChangeMutationVariables = Exact<{
  token: string;
}>;


export type ReportAccountChangeMutation = { reportAccountChange: { success: boolean, message: string } };

export const SessionAccountFragmentDoc = gql`
    fragment SessionAccount on Member {
  id
  username
  fullname
  email
  role
}
    `;
export const RegisterDocument = gql`
    mutation register($input: RegisterInput!) {
  register(input: $input) {
    expireAt
    account {
      ...SessionAccount
    }
  }
}
    ${SessionAccountFragmentDoc}`;
export type RegisterMutationFn = ApolloReactCommon.MutationFunction<RegisterMutation, RegisterMutationVariables>;

/**
 * __useRegisterMutation__
 *
 * To run a mutation, you first call `useRegisterMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRegisterMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [registerMutation, { data, loading, error }] = useRegisterMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRegisterMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RegisterMutation, RegisterMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument, options);
      }
export type RegisterMutationHookResult = ReturnType<typeof useRegisterMutation>;
export type RegisterMutationResult = ApolloReactCommon.MutationResult<RegisterMutation>;
export type RegisterMutationOptions = ApolloReactCommon.BaseMutationOptions<RegisterMutation, RegisterMutationVariables>;
export const SignInDocument = gql`
    mutation signIn($input: SignInInput!) {
  signIn(input: $input) {
    expireAt
    account {
      ...SessionAccount
    }
  }
}
    ${SessionAccountFragmentDoc}`;
export type SignInMutationFn = ApolloReactCommon.MutationFunction<SignInMutation, SignInMutationVariables>;

/**
 * __useSignInMutation__
 *
 * To run a mutation, you first call `useSignInMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignInMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signInMutation, { data, loading, error }] = useSignInMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSignInMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignInMutation, SignInMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignInMutation, SignInMutationVariables>(SignInDocument, options);
      }
export type SignInMutationHookResult = ReturnType<typeof useSignInMutation>;
export type SignInMutationResult = ApolloReactCommon.MutationResult<SignInMutation>;
export type SignInMutationOptions = ApolloReactCommon.BaseMutationOptions<SignInMutation, SignInMutationVariables>;
export const SignInAdminDocument = gql`
    mutation signInAdmin($input: SignInInput!) {
  signInAdmin(input: $input) {
    expireAt
    account {
      ...SessionAccount
    }
  }
}
    ${SessionAccountFragmentDoc}`;
export type SignInAdminMutationFn = ApolloReactCommon.MutationFunction<SignInAdminMutation, SignInAdminMutationVariables>;

/**
 * __useSignInAdminMutation__
 *
 * To run a mutation, you first call `useSignInAdminMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignInAdminMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signInAdminMutation, { data, loading, error }] = useSignInAdminMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSignInAdminMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignInAdminMutation, SignInAdminMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignInAdminMutation, SignInAdminMutationVariables>(SignInAdminDocument, options);
      }
export type SignInAdminMutationHookResult = ReturnType<typeof useSignInAdminMutation>;
export type SignInAdminMutationResult = ApolloReactCommon.MutationResult<SignInAdminMutation>;
export type SignInAdminMutationOptions = ApolloReactCommon.BaseMutationOptions<SignInAdminMutation, SignInAdminMutationVariables>;
export const SignOutDocument = gql`
    mutation signOut {
  signOut {
    success
    message
  }
}
    `;
export type SignOutMutationFn = ApolloReactCommon.MutationFunction<SignOutMutation, SignOutMutationVariables>;

/**
 * __useSignOutMutation__
 *
 * To run a mutation, you first call `useSignOutMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignOutMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signOutMutation, { data, loading, error }] = useSignOutMutation({
 *   variables: {
 *   },
 * });
 */
export function useSignOutMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignOutMutation, SignOutMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignOutMutation, SignOutMutationVariables>(SignOutDocument, options);
      }
export type SignOutMutationHookResult = ReturnType<typeof useSignOutMutation>;
export type SignOutMutationResult = ApolloReactCommon.MutationResult<SignOutMutation>;
export type SignOutMutationOptions = ApolloReactCommon.BaseMutationOptions<SignOutMutation, SignOutMutationVariables>;
export const SignOutAdminDocument = gql`
    mutation signOutAdmin {
  signOutAdmin {
    success
    message
  }
}
    `;
export type SignOutAdminMutationFn = ApolloReactCommon.MutationFunction<SignOutAdminMutation, SignOutAdminMutationVariables>;

/**
 * __useSignOutAdminMutation__
 *
 * To run a mutation, you first call `useSignOutAdminMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSignOutAdminMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [signOutAdminMutation, { data, loading, error }] = useSignOutAdminMutation({
 *   variables: {
 *   },
 * });
 */
export function useSignOutAdminMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SignOutAdminMutation, SignOutAdminMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SignOutAdminMutation, SignOutAdminMutationVariables>(SignOutAdminDocument, options);
      }
export type SignOutAdminMutationHookResult = ReturnType<typeof useSignOutAdminMutation>;
export type SignOutAdminMutationResult = ApolloReactCommon.MutationResult<SignOutAdminMutation>;
export type SignOutAdminMutationOptions = ApolloReactCommon.BaseMutationOptions<SignOutAdminMutation, SignOutAdminMutationVariables>;
export const RequestPasswordResetDocument = gql`
    mutation requestPasswordReset($email: String!, $role: String!) {
  requestPasswordReset(email: $email, role: $role) {
    success
    message
  }
}
    `;
export type RequestPasswordResetMutationFn = ApolloReactCommon.MutationFunction<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;

/**
 * __useRequestPasswordResetMutation__
 *
 * To run a mutation, you first call `useRequestPasswordResetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestPasswordResetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestPasswordResetMutation, { data, loading, error }] = useRequestPasswordResetMutation({
 *   variables: {
 *      email: // value for 'email'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useRequestPasswordResetMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>(RequestPasswordResetDocument, options);
      }
export type RequestPasswordResetMutationHookResult = ReturnType<typeof useRequestPasswordResetMutation>;
export type RequestPasswordResetMutationResult = ApolloReactCommon.MutationResult<RequestPasswordResetMutation>;
export type RequestPasswordResetMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = gql`
    mutation resetPassword($token: String!, $newPassword: String!) {
  resetPassword(token: $token, newPassword: $newPassword) {
    success
    message
  }
}
    `;
export type ResetPasswordMutationFn = ApolloReactCommon.MutationFunction<ResetPasswordMutation, ResetPasswordMutationVariables>;

/**
 * __useResetPasswordMutation__
 *
 * To run a mutation, you first call `useResetPasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useResetPasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [resetPasswordMutation, { data, loading, error }] = useResetPasswordMutation({
 *   variables: {
 *      token: // value for 'token'
 *      newPassword: // value for 'newPassword'
 *   },
 * });
 */
export function useResetPasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ResetPasswordMutation, ResetPasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ResetPasswordMutation, ResetPasswordMutationVariables>(ResetPasswordDocument, options);
      }
export type ResetPasswordMutationHookResult = ReturnType<typeof useResetPasswordMutation>;
export type ResetPasswordMutationResult = ApolloReactCommon.MutationResult<ResetPasswordMutation>;
export type ResetPasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendVerificationEmailDocument = gql`
    mutation sendVerificationEmail($email: String!) {
  sendVerificationEmail(email: $email) {
    success
    message
  }
}
    `;
export type SendVerificationEmailMutationFn = ApolloReactCommon.MutationFunction<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;

/**
 * __useSendVerificationEmailMutation__
 *
 * To run a mutation, you first call `useSendVerificationEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendVerificationEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendVerificationEmailMutation, { data, loading, error }] = useSendVerificationEmailMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useSendVerificationEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>(SendVerificationEmailDocument, options);
      }
export type SendVerificationEmailMutationHookResult = ReturnType<typeof useSendVerificationEmailMutation>;
export type SendVerificationEmailMutationResult = ApolloReactCommon.MutationResult<SendVerificationEmailMutation>;
export type SendVerificationEmailMutationOptions = ApolloReactCommon.BaseMutationOptions<SendVerificationEmailMutation, SendVerificationEmailMutationVariables>;
export const VerifyUserDocument = gql`
    mutation verifyUser($email: String!, $otp: String!) {
  verifyUser(email: $email, otp: $otp) {
    success
    message
  }
}
    `;
export type VerifyUserMutationFn = ApolloReactCommon.MutationFunction<VerifyUserMutation, VerifyUserMutationVariables>;

/**
 * __useVerifyUserMutation__
 *
 * To run a mutation, you first call `useVerifyUserMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useVerifyUserMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [verifyUserMutation, { data, loading, error }] = useVerifyUserMutation({
 *   variables: {
 *      email: // value for 'email'
 *      otp: // value for 'otp'
 *   },
 * });
 */
export function useVerifyUserMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<VerifyUserMutation, VerifyUserMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<VerifyUserMutation, VerifyUserMutationVariables>(VerifyUserDocument, options);
      }
export type VerifyUserMutationHookResult = ReturnType<typeof useVerifyUserMutation>;
export type VerifyUserMutationResult = ApolloReactCommon.MutationResult<VerifyUserMutation>;
export type VerifyUserMutationOptions = ApolloReactCommon.BaseMutationOptions<VerifyUserMutation, VerifyUserMutationVariables>;
export const RequestOtpCodeDocument = gql`
    mutation requestOtpCode($email: String!) {
  requestOtpCode(email: $email) {
    success
    message
  }
}
    `;
export type RequestOtpCodeMutationFn = ApolloReactCommon.MutationFunction<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>;

/**
 * __useRequestOtpCodeMutation__
 *
 * To run a mutation, you first call `useRequestOtpCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestOtpCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestOtpCodeMutation, { data, loading, error }] = useRequestOtpCodeMutation({
 *   variables: {
 *      email: // value for 'email'
 *   },
 * });
 */
export function useRequestOtpCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>(RequestOtpCodeDocument, options);
      }
export type RequestOtpCodeMutationHookResult = ReturnType<typeof useRequestOtpCodeMutation>;
export type RequestOtpCodeMutationResult = ApolloReactCommon.MutationResult<RequestOtpCodeMutation>;
export type RequestOtpCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestOtpCodeMutation, RequestOtpCodeMutationVariables>;
export const ReportAccountChangeDocument = gql`
    mutation ReportAccountChange($token: String!) {
  reportAccountChange(token: $token) {
    success
    message
  }
}
    `;
export type ReportAccountChangeMutationFn = ApolloReactCommon.MutationFunction<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>;

/**
 * __useReportAccountChangeMutation__
 *
 * To run a mutation, you first call `useReportAccountChangeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReportAccountChangeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reportAccountChangeMutation, { data, loading, error }] = useReportAccountChangeMutation({
 *   variables: {
 *      token: // value for 'token'
 *   },
 * });
 */
export function useReportAccountChangeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>(ReportAccountChangeDocument, options);
      }
export type ReportAccountChangeMutationHookResult = ReturnType<typeof useReportAccountChangeMutation>;
export type ReportAccountChangeMutationResult = ApolloReactCommon.MutationResult<ReportAccountChangeMutation>;
export type ReportAccountChangeMutationOptions = ApolloReactCommon.BaseMutationOptions<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>;