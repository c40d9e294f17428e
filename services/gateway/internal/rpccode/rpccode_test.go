package rpccode

import (
	"net/http"
	"testing"

	"google.golang.org/grpc/codes"
)

func TestEveryCodeIsNamed(t *testing.T) {
	for c := codes.OK; c <= codes.Unauthenticated; c++ {
		if _, ok := table[c]; !ok {
			t.Errorf("code %v has no name", c)
		}
	}
	tests := []struct {
		code codes.Code
		name string
		http int
	}{
		{codes.PermissionDenied, "PERMISSION_DENIED", http.StatusForbidden},
		{codes.Unauthenticated, "UNAUTHENTICATED", http.StatusUnauthorized},
		{codes.Canceled, "CANCELLED", 499},
		{codes.Code(99), "UNKNOWN", http.StatusInternalServerError},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Name(tt.code); got != tt.name {
				t.Errorf("Name(%v) = %q, want %q", tt.code, got, tt.name)
			}
			if got := HTTPStatus(tt.code); got != tt.http {
				t.Errorf("HTTPStatus(%v) = %d, want %d", tt.code, got, tt.http)
			}
		})
	}
}
