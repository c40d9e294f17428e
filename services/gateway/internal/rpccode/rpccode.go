// Package rpccode names gRPC status codes for the gateway's non-gRPC
// edges: the canonical name an error carries (PERMISSION_DENIED) and the
// HTTP status it maps to, as grpc-gateway maps them.
package rpccode

import (
	"net/http"

	"google.golang.org/grpc/codes"
)

var table = map[codes.Code]struct {
	name string
	http int
}{
	codes.OK:                 {"OK", http.StatusOK},
	codes.Canceled:           {"CANCELLED", 499},
	codes.Unknown:            {"UNKNOWN", http.StatusInternalServerError},
	codes.InvalidArgument:    {"INVALID_ARGUMENT", http.StatusBadRequest},
	codes.DeadlineExceeded:   {"DEADLINE_EXCEEDED", http.StatusGatewayTimeout},
	codes.NotFound:           {"NOT_FOUND", http.StatusNotFound},
	codes.AlreadyExists:      {"ALREADY_EXISTS", http.StatusConflict},
	codes.PermissionDenied:   {"PERMISSION_DENIED", http.StatusForbidden},
	codes.ResourceExhausted:  {"RESOURCE_EXHAUSTED", http.StatusTooManyRequests},
	codes.FailedPrecondition: {"FAILED_PRECONDITION", http.StatusBadRequest},
	codes.Aborted:            {"ABORTED", http.StatusConflict},
	codes.OutOfRange:         {"OUT_OF_RANGE", http.StatusBadRequest},
	codes.Unimplemented:      {"UNIMPLEMENTED", http.StatusNotImplemented},
	codes.Internal:           {"INTERNAL", http.StatusInternalServerError},
	codes.Unavailable:        {"UNAVAILABLE", http.StatusServiceUnavailable},
	codes.DataLoss:           {"DATA_LOSS", http.StatusInternalServerError},
	codes.Unauthenticated:    {"UNAUTHENTICATED", http.StatusUnauthorized},
}

// Name returns the canonical name of c, e.g. PERMISSION_DENIED.
func Name(c codes.Code) string {
	if n, ok := table[c]; ok {
		return n.name
	}
	return "UNKNOWN"
}

// HTTPStatus returns the HTTP status an error with code c answers with.
func HTTPStatus(c codes.Code) int {
	if n, ok := table[c]; ok {
		return n.http
	}
	return http.StatusInternalServerError
}
