package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"

	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"

	"github.com/hermes-agent/hermes/services/gateway/internal/rpccode"
)

// CodeName returns the canonical name of a gRPC code, e.g.
// PERMISSION_DENIED.
func CodeName(c codes.Code) string { return rpccode.Name(c) }

// ErrorBody is the JSON body of every error response.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail names the gRPC code of an error and says what went wrong.
type ErrorDetail struct {
	// Code is the canonical gRPC code name, e.g. PERMISSION_DENIED.
	Code string `json:"code"`
	// Message says what went wrong, for a person.
	Message string `json:"message"`
}

// errTooLarge marks a body over the size limit: 413, not 429, though its
// code is RESOURCE_EXHAUSTED as it is over gRPC.
var errTooLarge = errors.New("request body too large")

// writeError writes err as a JSON error with the HTTP status of its code.
func writeError(w http.ResponseWriter, err error) {
	st, ok := status.FromError(err)
	if !ok {
		st = status.New(codes.Internal, err.Error())
	}
	httpStatus := rpccode.HTTPStatus(st.Code())
	if errors.Is(err, errTooLarge) {
		httpStatus = http.StatusRequestEntityTooLarge
	}
	if st.Code() == codes.Unauthenticated {
		w.Header().Set("WWW-Authenticate", `Bearer realm="hermes"`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(httpStatus)
	_ = json.NewEncoder(w).Encode(ErrorBody{Error: ErrorDetail{Code: CodeName(st.Code()), Message: st.Message()}})
}

// statusError is a status error that errors.Is also matches against mark.
type statusError struct {
	st   *status.Status
	mark error
}

func (e *statusError) Error() string              { return e.st.Err().Error() }
func (e *statusError) GRPCStatus() *status.Status { return e.st }
func (e *statusError) Unwrap() error              { return e.mark }
