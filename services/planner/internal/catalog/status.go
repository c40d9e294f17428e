package catalog

import (
	"context"
	"errors"
	"fmt"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/hermes-agent/hermes/libs/toolerr"
)

// FromStatus maps a gRPC failure of a toolrunner call to the taxonomy: the
// runner itself failed, so it is SYSTEM (retryable when the status says the
// runner may recover), except for a request the runner refused as invalid.
func FromStatus(err error, addr string) *toolerr.Error {
	if errors.Is(err, context.Canceled) {
		return toolerr.NewSystem(toolerr.CodeCancelled, "call cancelled", false, err)
	}
	st, _ := status.FromError(err)
	msg := fmt.Sprintf("toolrunner %s: %s", addr, st.Message())
	switch st.Code() {
	case codes.InvalidArgument:
		return &toolerr.Error{Kind: toolerr.Param, Code: toolerr.CodeInvalidArguments, Message: msg, Hint: st.Message(), Err: err}
	case codes.ResourceExhausted:
		return &toolerr.Error{Kind: toolerr.Param, Code: "request_too_large", Message: msg, Hint: "send smaller arguments", Err: err}
	case codes.DeadlineExceeded:
		return toolerr.NewSystem(toolerr.CodeTimeout, msg, true, err)
	case codes.Canceled:
		return toolerr.NewSystem(toolerr.CodeCancelled, msg, false, err)
	case codes.Unavailable, codes.Aborted:
		return toolerr.NewSystem(toolerr.CodeUnavailable, msg, true, err)
	default:
		return toolerr.NewSystem("grpc_"+st.Code().String(), msg, false, err)
	}
}
