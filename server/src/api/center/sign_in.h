// Sign-ins that do not go through the password form (SMS code, embedding-client token): start a
// session for an account, write the login log, and leave a security message when the sign-in
// comes from an address the account has not used before (privacy setting 登录提醒).
#pragma once

#include <string>

#include "api/api_call.h"
#include "api/services.h"
#include "core/status.h"

namespace chelian::api {

// Starts a session for `user_id`. `method` goes to the login log (e.g. 短信登录). Errors:
// NotFound (no such user), PermissionDenied (frozen account).
Result<std::string> SignInAs(ApiServices& s, long long user_id, const ApiCall& call, const std::string& method);

// After any successful sign-in of `user_id` from `ip`: the new-address security message.
void NoteSignIn(ApiServices& s, long long user_id, const std::string& ip);

}  // namespace chelian::api
