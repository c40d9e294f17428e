package grant

import hermesv1 "github.com/hermes-agent/hermes/libs/gen/hermes/v1"

// fenceOf is the fencing number the call carries: a grant binds it like
// the other fields, so a grant for one run cannot serve a later one.
func fenceOf(req *hermesv1.InvokeToolRequest) int64 { return req.GetFence() }
