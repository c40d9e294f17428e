package main

import (
	"errors"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	rbacv1 "k8s.io/api/rbac/v1"
	"k8s.io/apimachinery/pkg/runtime"
	kjson "k8s.io/apimachinery/pkg/runtime/serializer/json"
)

// Decoder turns rendered YAML into k8s.io/api objects, strictly.
type Decoder struct {
	serializer *kjson.Serializer
}

// NewDecoder returns a decoder that knows the API groups a hermes
// deployment uses; an object of any other kind is an error.
func NewDecoder() (*Decoder, error) {
	scheme := runtime.NewScheme()
	adds := []func(*runtime.Scheme) error{
		corev1.AddToScheme, appsv1.AddToScheme, batchv1.AddToScheme, policyv1.AddToScheme,
		autoscalingv2.AddToScheme, networkingv1.AddToScheme, rbacv1.AddToScheme,
	}
	for _, add := range adds {
		if err := add(scheme); err != nil {
			return nil, err
		}
	}
	s := kjson.NewSerializerWithOptions(kjson.DefaultMetaFactory, scheme, scheme,
		kjson.SerializerOptions{Yaml: true, Strict: true})
	return &Decoder{serializer: s}, nil
}

// Decode returns the typed object of y. An unknown field, a duplicate
// field, a value of the wrong type or an unknown kind is an error, even
// where the non-strict decoder would have dropped it silently. When only
// strictness failed the object is returned too, so that the other checks
// still see it and report only what is wrong with it.
func (d *Decoder) Decode(y []byte) (runtime.Object, error) {
	obj, _, err := d.serializer.Decode(y, nil, nil)
	if err != nil {
		if runtime.IsStrictDecodingError(err) && obj != nil {
			return obj, err
		}
		return nil, err
	}
	if obj == nil {
		return nil, errors.New("empty object")
	}
	return obj, nil
}
