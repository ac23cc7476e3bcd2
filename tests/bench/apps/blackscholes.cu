// Black-Scholes prices of European call and put options, one option per
// thread in a grid-stride loop. The cumulative normal distribution is
// the Abramowitz-Stegun polynomial approximation (26.2.17); exponential,
// logarithm and divisions use the fast intrinsics, as pricing codes do
// when their results only need single-precision accuracy.
#define A1 0.31938153f
#define A2 -0.356563782f
#define A3 1.781477937f
#define A4 -1.821255978f
#define A5 1.330274429f
#define RSQRT2PI 0.39894228040143267793994605993438f

__device__ inline float cumulativeNormal(float d)
{
    float k = __fdividef(1.0f, 1.0f + 0.2316419f * fabsf(d));
    float poly = k * (A1 + k * (A2 + k * (A3 + k * (A4 + k * A5))));
    float tail = RSQRT2PI * __expf(-0.5f * d * d) * poly;
    return d > 0 ? 1.0f - tail : tail;
}

__device__ inline void priceOption(float &call, float &put, float S, float X, float T, float R,
                                   float V)
{
    float sqrtT = sqrtf(T);
    float d1 = __fdividef(__logf(S / X) + (R + 0.5f * V * V) * T, V * sqrtT);
    float d2 = d1 - V * sqrtT;
    float cndD1 = cumulativeNormal(d1);
    float cndD2 = cumulativeNormal(d2);
    float expRT = __expf(-R * T);
    call = S * cndD1 - X * expRT * cndD2;
    put = X * expRT * (1.0f - cndD2) - S * (1.0f - cndD1);
}

__global__ void blackScholes(float *__restrict__ call, float *__restrict__ put,
                             const float *__restrict__ price, const float *__restrict__ strike,
                             const float *__restrict__ years, float riskFree, float volatility,
                             int optionCount)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < optionCount;
         i += blockDim.x * gridDim.x)
        priceOption(call[i], put[i], price[i], strike[i], years[i], riskFree, volatility);
}
